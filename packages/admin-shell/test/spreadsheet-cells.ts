/** One cell of a sheet as LibreOffice saved it. */
export interface SpreadsheetCell {
  /** What the cell holds: `string`, `float`, `date`, … (OpenDocument's `office:value-type`). */
  type: string | undefined;
  /** The text the cell shows. */
  text: string;
  /** A number's or a date's value (`office:value`, `office:date-value`). */
  value: string | undefined;
  /** The formula, when the cell computes its content. */
  formula: string | undefined;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decode(xml: string): string {
  return xml.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

function attribute(attributes: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes);
  return found?.[1] === undefined ? undefined : decode(found[1]);
}

/** A cell's paragraphs as text: OpenDocument writes runs of spaces and tabs as elements. */
function cellText(body: string): string {
  const paragraphs = [...body.matchAll(/<text:p(?:\s[^>]*)?>(.*?)<\/text:p>|<text:p\/>/gs)];
  return paragraphs
    .map(([, inner = '']) =>
      decode(
        inner
          .replace(/<text:s\s+text:c="(\d+)"\s*\/>/g, (_, count: string) =>
            ' '.repeat(Number(count)),
          )
          .replace(/<text:s\s*\/>/g, ' ')
          .replace(/<text:tab\s*\/>/g, '\t')
          .replace(/<text:line-break\s*\/>/g, '\n')
          .replace(/<[^>]+>/g, ''),
      ),
    )
    .join('\n');
}

/**
 * The cells of the first sheet of a flat OpenDocument spreadsheet (`.fods`), row by row, as
 * far as each row has content. Enough of the format for what LibreOffice writes for a CSV.
 */
export function sheetCells(fods: string): SpreadsheetCell[][] {
  const table = /<table:table\s[^>]*>(.*?)<\/table:table>/s.exec(fods)?.[1] ?? '';
  const rows: SpreadsheetCell[][] = [];
  for (const [, rowAttributes = '', rowBody = ''] of table.matchAll(
    /<table:table-row(\s[^>]*)?>(.*?)<\/table:table-row>/gs,
  )) {
    const cells: SpreadsheetCell[] = [];
    for (const [, attributes = '', body = ''] of rowBody.matchAll(
      /<table:(?:covered-)?table-cell(\s[^>]*?)?(?:\/>|>(.*?)<\/table:(?:covered-)?table-cell>)/gs,
    )) {
      const cell: SpreadsheetCell = {
        type: attribute(attributes, 'office:value-type'),
        text: cellText(body),
        value: attribute(attributes, 'office:date-value') ?? attribute(attributes, 'office:value'),
        formula: attribute(attributes, 'table:formula'),
      };
      const repeated = Number(attribute(attributes, 'table:number-columns-repeated') ?? 1);
      // An empty run repeated to the sheet's edge is no content.
      for (let index = 0; index < Math.min(repeated, 100); index++) cells.push(cell);
    }
    while (cells.length > 0 && cells.at(-1)?.type === undefined) cells.pop();
    if (cells.length === 0) continue;
    const repeated = Number(attribute(rowAttributes, 'table:number-rows-repeated') ?? 1);
    for (let index = 0; index < repeated; index++) rows.push(cells);
  }
  return rows;
}
