import { describe, expect, it } from 'vitest';
import { crudDateFormat } from './crud-date-format.js';

describe('crudDateFormat', () => {
  it('writes a timestamp numerically, to the minute, in the given time zone', () => {
    const at = new Date('2026-11-24T05:59:30Z');
    expect(crudDateFormat('zh-CN', 'Asia/Shanghai').format(at)).toBe('2026/11/24 13:59');
    expect(crudDateFormat('zh-CN', 'America/New_York').format(at)).toBe('2026/11/24 00:59');
    expect(crudDateFormat('en-US', 'Asia/Shanghai').format(at)).toBe('11/24/2026, 01:59 PM');
  });

  it('uses the reader’s own time zone when none is given', () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(crudDateFormat('zh-CN').resolvedOptions().timeZone).toBe(zone);
  });

  it('builds one formatter per locale and zone', () => {
    expect(crudDateFormat('zh-CN', 'Asia/Tokyo')).toBe(crudDateFormat('zh-CN', 'Asia/Tokyo'));
    expect(crudDateFormat('zh-CN', 'Asia/Tokyo')).not.toBe(crudDateFormat('en-US', 'Asia/Tokyo'));
    expect(crudDateFormat('zh-CN')).not.toBe(crudDateFormat('zh-CN', 'Asia/Tokyo'));
  });
});
