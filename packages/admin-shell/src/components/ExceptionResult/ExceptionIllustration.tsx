import type { ReactNode } from 'react';
import type { ExceptionStatus } from './ExceptionResult.js';

// Colours are Mantine's CSS variables, so each drawing follows the theme and the colour scheme.
const PRIMARY = 'var(--mantine-primary-color-filled)';
const TINT = 'var(--mantine-primary-color-light)';
const SURFACE = 'var(--mantine-color-default)';
const BORDER = 'var(--mantine-color-default-border)';
const BODY = 'var(--mantine-color-body)';
const DANGER = 'var(--mantine-color-red-filled)';

/** A shield with a padlock: the page exists but is closed to this person. */
const forbidden = (
  <>
    <path
      d="M100 22l48 16v38c0 30-20 52-48 64-28-12-48-34-48-64V38z"
      fill={SURFACE}
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path d="M88 76V66a12 12 0 0 1 24 0v10" fill="none" stroke={PRIMARY} strokeWidth="5" />
    <rect x="80" y="74" width="40" height="32" rx="6" fill={PRIMARY} />
    <circle cx="100" cy="87" r="4.5" fill={BODY} />
    <path d="M100 89v8" stroke={BODY} strokeWidth="3" strokeLinecap="round" />
  </>
);

/** A folded map whose trail leads nowhere, under a magnifier with a question mark. */
const notFound = (
  <>
    <path
      d="M28 44l40-12 40 12 40-12v84l-40 12-40-12-40 12z"
      fill={SURFACE}
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path d="M68 32v84M108 44v84" stroke={BORDER} strokeWidth="3" />
    <path
      d="M40 106c10-18 28-6 36-24s20-14 28-20"
      fill="none"
      stroke={PRIMARY}
      strokeWidth="3"
      strokeDasharray="5 6"
      strokeLinecap="round"
    />
    <path d="M150 98l20 20" stroke="currentColor" strokeWidth="9" strokeLinecap="round" />
    <circle cx="134" cy="82" r="22" fill={BODY} stroke={PRIMARY} strokeWidth="5" />
    <path
      d="M127 76a7 7 0 1 1 10 6.3c-2 1-3 2.4-3 4.7"
      fill="none"
      stroke="currentColor"
      strokeWidth="3.5"
      strokeLinecap="round"
    />
    <circle cx="134" cy="93.5" r="2.2" fill="currentColor" />
  </>
);

const WARNING_SIGN = 'M152 92l26 46h-52z';

/** A rack of three servers, the lowest one failing, with a warning sign. */
const serverError = (
  <>
    {[26, 62, 98].map((y) => (
      <rect
        key={y}
        x="50"
        y={y}
        width="88"
        height="30"
        rx="6"
        fill={SURFACE}
        stroke="currentColor"
        strokeWidth="3"
      />
    ))}
    <path d="M80 41h44M80 77h44M80 113h44" stroke={BORDER} strokeWidth="5" strokeLinecap="round" />
    <circle cx="64" cy="41" r="4" fill={PRIMARY} />
    <circle cx="64" cy="77" r="4" fill={PRIMARY} />
    <circle cx="64" cy="113" r="4" fill={DANGER} />
    {/* A thick body-coloured outline first cuts the sign out of the rack behind it. */}
    <path d={WARNING_SIGN} fill={BODY} stroke={BODY} strokeWidth="14" strokeLinejoin="round" />
    <path d={WARNING_SIGN} fill={DANGER} stroke={DANGER} strokeWidth="6" strokeLinejoin="round" />
    <path
      d="M152 108v14"
      stroke="var(--mantine-color-white)"
      strokeWidth="5"
      strokeLinecap="round"
    />
    <circle cx="152" cy="130" r="3" fill="var(--mantine-color-white)" />
  </>
);

const drawings: Record<ExceptionStatus, ReactNode> = {
  403: forbidden,
  404: notFound,
  500: serverError,
};

/** The decorative drawing above an {@link ExceptionResult}; hidden from assistive technology. */
export function ExceptionIllustration({ status }: { status: ExceptionStatus }) {
  return (
    <svg
      viewBox="0 0 200 160"
      width="200"
      height="160"
      color="var(--mantine-color-dimmed)"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="100" cy="76" r="62" fill={TINT} />
      <ellipse cx="100" cy="146" rx="56" ry="5" fill={BORDER} />
      {drawings[status]}
    </svg>
  );
}
