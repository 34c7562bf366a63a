import { describe, expect, it } from 'vitest';
import { csvBom, csvCell, csvFileName, csvLine } from './crud-csv.js';

describe('csvCell', () => {
  it('writes plain text as it is', () => {
    expect(csvCell('alice')).toBe('alice');
    expect(csvCell('张三')).toBe('张三');
    expect(csvCell('')).toBe('');
    expect(csvCell('a-b=c+d@e')).toBe('a-b=c+d@e');
  });

  it('quotes a cell holding a comma, so it stays one cell', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
  });

  it('quotes a cell holding a quote, doubling the quote', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('"')).toBe('""""');
  });

  it('quotes a cell holding a line break of any kind', () => {
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell('line 1\rline 2')).toBe('"line 1\rline 2"');
  });

  it.each([
    ['=', '=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+', '+1', "'+1"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@cmd', "'@cmd"],
    ['a tab', '\tx', "'\tx"],
  ])('keeps a spreadsheet from running a cell that starts with %s', (_, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    '+86 182 0000 0000',
    '+1 (555) 010-0000',
    '+44 20 7946 0000',
    '+86-182 0000 0000',
    '-86 182 0000 0000',
  ])('writes the phone number %j as typed: no spreadsheet can run it', (phone) => {
    expect(csvCell(phone)).toBe(phone);
  });

  it.each([
    ['arithmetic', '+1+1'],
    ['arithmetic', '-2+3'],
    ['arithmetic in parentheses', '+(1)+(2)'],
    ['a number a spreadsheet reads as such', '+8613800000000'],
    ['a number a spreadsheet reads as such', '-5'],
    ['a number grouped by spaces, as French writes it', '+33 612 345 678'],
    ['a number grouped by spaces, as French writes it', '-1 234.5'],
    ['a function beside a number', '+1 SUM(1)'],
    ['a reference beside a number', '-1 A1'],
    ['a formula beside a number', '=86 182'],
    ['a formula beside a number', '@86 182'],
    ['a tab first', '\t86 182'],
  ])('still guards %s: %j', (_, value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('guards a formula and still quotes it when it needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends the line with CRLF', () => {
    expect(csvLine(['1', 'alice', 'a@example.com'])).toBe('1,alice,a@example.com\r\n');
  });

  it('escapes each cell', () => {
    expect(csvLine(['a,b', '=1', 'x'])).toBe(`"a,b",'=1,x\r\n`);
  });

  it('writes an empty line for no cells, and keeps empty cells', () => {
    expect(csvLine([])).toBe('\r\n');
    expect(csvLine(['', ''])).toBe(',\r\n');
  });
});

describe('csvBom', () => {
  it('is the UTF-8 byte-order mark', () => {
    expect([...new TextEncoder().encode(csvBom)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('csvFileName', () => {
  it('names the file after the table and the local time, padded', () => {
    expect(csvFileName('users', new Date(2026, 10, 23, 15, 42, 59))).toBe(
      'users-20261123-1542.csv',
    );
    expect(csvFileName('articles', new Date(2027, 0, 2, 3, 4))).toBe('articles-20270102-0304.csv');
  });
});
