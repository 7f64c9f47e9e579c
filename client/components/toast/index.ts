export { LazyToaster } from "./LazyToaster";
export { dismissToast, TOAST_DURATION_MS, TOAST_LIMIT, type ToastInput, type ToastVariant, toast } from "./store";
