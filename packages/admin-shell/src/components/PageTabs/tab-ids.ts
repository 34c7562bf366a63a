/** The tab's element id, for `aria-labelledby`: keys are paths, which ids may hold once encoded. */
export function tabElementId(key: string): string {
  return `admin-shell-tab-${encodeURIComponent(key)}`;
}

/** The id of the tab's page, for `aria-controls`. */
export function tabPanelId(key: string): string {
  return `admin-shell-tabpanel-${encodeURIComponent(key)}`;
}
