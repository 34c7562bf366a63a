import { Group, NativeSelect, Pagination } from '@mantine/core';
import type { CrudPageSize } from '../../core/crud/crud-definition.js';
import { useI18n } from '../../core/i18n/i18n-context.js';

/** The page size and the pages, under the table. */
export function CrudPager(props: {
  pageSizes: readonly CrudPageSize[];
  pageSize: CrudPageSize;
  onPageSizeChange(size: CrudPageSize): void;
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}) {
  const { t } = useI18n();
  return (
    <Group justify="space-between" gap="sm">
      <NativeSelect
        label={t('crud.pageSize')}
        data={props.pageSizes.map(String)}
        value={String(props.pageSize)}
        onChange={(event) =>
          props.onPageSizeChange(Number(event.currentTarget.value) as CrudPageSize)
        }
        size="xs"
        className="admin-shell-crud-page-size"
      />
      <Pagination
        total={props.pageCount}
        value={Math.min(props.page, props.pageCount)}
        onChange={props.onPageChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('crud.previousPage') }
            : control === 'next'
              ? { 'aria-label': t('crud.nextPage') }
              : {}
        }
        aria-label={t('crud.pagination')}
      />
    </Group>
  );
}
