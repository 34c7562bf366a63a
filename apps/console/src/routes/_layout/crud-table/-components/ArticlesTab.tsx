import './crud-styles';

import { SegmentedControl } from '@mantine/core';
import { type CrudPermissions, CrudTable, useAccess, useI18n, useSession } from '@org/admin-shell';
import type { SysArticle } from '@org/api/contract';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { articleCrud } from './article-crud';

const route = getRouteApi('/_layout/crud-table/articles');

/** Articles: anyone signed in writes; authors change their own, admins any. */
export function ArticlesTab() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { isAdmin } = useAccess();
  const { user } = useSession();
  const permissions = useMemo<CrudPermissions<SysArticle>>(() => {
    const mayChange = (article: SysArticle) => isAdmin || article.authorId === user?.id;
    return { update: mayChange, remove: mayChange };
  }, [isAdmin, user?.id]);
  const mine = user !== undefined && search.authorId === user.id;

  return (
    <CrudTable
      definition={articleCrud}
      search={search}
      onSearchChange={(next, change) => void navigate({ search: next, replace: change?.replace })}
      permissions={permissions}
      title={
        user && (
          <SegmentedControl
            size="xs"
            aria-label={t('article.scope')}
            value={mine ? 'mine' : 'all'}
            data={[
              { value: 'all', label: t('article.scope.all') },
              { value: 'mine', label: t('article.scope.mine') },
            ]}
            onChange={(scope) =>
              void navigate({
                search: {
                  ...search,
                  current: undefined,
                  authorId: scope === 'mine' ? user.id : undefined,
                },
                replace: true,
              })
            }
          />
        )
      }
    />
  );
}
