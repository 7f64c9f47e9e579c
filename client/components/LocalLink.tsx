import { Link, type LinkProps } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { langParam, useLocale } from "../i18n/locale";

export type SitePath =
  | "/"
  | "/our-story"
  | "/our-mission"
  | "/what-we-do"
  | "/brands"
  | "/about-us"
  | "/contact"
  | "/ai-merch-generator"
  | "/privacy"
  | "/auth"
  | "/admin"
  | "/admin-setup"
  | "/analytics"
  | "/security";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: SitePath;
  hash?: string;
  activeProps?: { className?: string };
  children: ReactNode;
};

/** A link to a page of the site in the current language (/cs prefix for Czech). */
export function LocalLink({ to, hash, activeProps, children, ...rest }: Props) {
  const locale = useLocale();
  const target = (to === "/" ? "/{-$lang}" : `/{-$lang}${to}`) as LinkProps["to"];
  return (
    <Link to={target} params={{ lang: langParam(locale) } as never} hash={hash} activeProps={activeProps} {...rest}>
      {children}
    </Link>
  );
}
