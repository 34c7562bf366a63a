import * as tabler from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { iconKeywordsZh } from './icon-keywords-zh';
import { iconMatcher, iconNameWords } from './icon-search';
import { tablerIconCatalogue } from './tabler-icon-catalogue';

const catalogue = Object.keys(tablerIconCatalogue);
const search = (query: string) => catalogue.filter(iconMatcher(query));

describe('icon search', () => {
  it('finds icons by Chinese words for the common concepts', () => {
    expect(search('用户')).toEqual(['IconUser', 'IconUsers']);
    expect(search('设置')).toEqual(['IconSettings']);
    expect(search('首页')).toEqual(['IconHome']);
    expect(search('搜索')).toEqual(['IconSearch']);
    expect(search('删除')).toEqual(['IconTrash']);
    expect(search('编辑')).toEqual(['IconEdit', 'IconPencil']);
    expect(search('邮件')).toEqual(['IconMail']);
    expect(search('文件夹')).toEqual(['IconFolder']);
    expect(search('文件')).toEqual(expect.arrayContaining(['IconFile', 'IconFolder']));
    expect(search('收藏')).toEqual(['IconHeart', 'IconStar', 'IconBookmark']);
  });

  it('finds by part of a Chinese word, and by each word of a longer query', () => {
    expect(search('用')).toEqual(expect.arrayContaining(['IconUser', 'IconUsers']));
    expect(search(' 删除用户 ')).toEqual(['IconUser', 'IconUsers', 'IconTrash']);
    expect(search('龙卷风')).toEqual([]);
  });

  it('still finds by part of the English name, in any case', () => {
    expect(search('USER')).toEqual(['IconUser', 'IconUsers']);
    expect(search('arrow')).toEqual([
      'IconArrowUp',
      'IconArrowDown',
      'IconArrowLeft',
      'IconArrowRight',
    ]);
    expect(search('')).toHaveLength(catalogue.length);
  });

  it('splits export names into their words', () => {
    expect(iconNameWords('IconShoppingCart')).toEqual(['shopping', 'cart']);
    expect(iconNameWords('IconTerminal2')).toEqual(['terminal', '2']);
  });
});

describe('the Chinese keyword table', () => {
  const tablerWords = new Set(
    Object.keys(tabler)
      .filter((name) => /^Icon[A-Z]/.test(name))
      .flatMap(iconNameWords),
  );

  it('covers a hundred concepts and more, each with a Chinese word', () => {
    const concepts = Object.entries(iconKeywordsZh);
    expect(concepts.length).toBeGreaterThanOrEqual(100);
    for (const [english, chinese] of concepts) expect(chinese.length, english).toBeGreaterThan(0);
  });

  it('names each concept with a word found in the names of Tabler icons', () => {
    const unknown = Object.keys(iconKeywordsZh).filter((word) => !tablerWords.has(word));
    expect(unknown).toEqual([]);
  });

  it('gives every icon of the demo a Chinese word that finds it', () => {
    const chinese = Object.values(iconKeywordsZh).flat();
    const unfound = catalogue.filter((name) => !chinese.some((word) => iconMatcher(word)(name)));
    expect(unfound).toEqual([]);
  });
});
