export { LazyToaster, preloadToaster } from "./LazyToaster";
export {
  dismissAllToasts,
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastVariant,
  toast,
} from "./store";
