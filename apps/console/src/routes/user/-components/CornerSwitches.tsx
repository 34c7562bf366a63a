import { LocaleSwitch, ThemeSwitch } from '@org/admin-shell';

/** The language and theme switches of the pages outside the layout. */
export function CornerSwitches() {
  return (
    <>
      <LocaleSwitch />
      <ThemeSwitch />
    </>
  );
}
