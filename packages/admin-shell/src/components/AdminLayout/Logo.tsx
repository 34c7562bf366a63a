/** The shell's default mark: a rounded square in the primary colour, for apps without a logo. */
export function DefaultLogo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M8 19.5 14 8l6 11.5M10.4 15h7.2"
        fill="none"
        stroke="var(--mantine-primary-color-contrast)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
