export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a missing parameter leaves the placeholder visible. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
