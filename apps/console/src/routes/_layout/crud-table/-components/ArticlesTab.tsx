import './crud-styles';

import { SegmentedControl } from '@mantine/core';
import { type CrudPermissions, CrudTable, useAccess, useI18n, useSession } from '@org/admin-shell';
import type { SysArticle } from '@org/api/contract';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RecordHistoryOnView } from '../../system/-components/RecordHistoryOnView';
import { articleCrud } from './article-crud';

const route = getRouteApi('/_layout/crud-table/articles');

/** Articles: written as the person's permissions allow: their own (`.own`) or anyone's (`.any`). */
export function ArticlesTab() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const access = useAccess();
  const mayCreate = access['articles.create'];
  const updateAny = access['articles.update.any'];
  const updateOwn = access['articles.update.own'];
  const deleteAny = access['articles.delete.any'];
  const deleteOwn = access['articles.delete.own'];
  const mayReadAudit = access['audit.read'];
  const { user } = useSession();
  const permissions = useMemo<CrudPermissions<SysArticle>>(() => {
    const own = (article: SysArticle) => user !== undefined && article.authorId === user.id;
    return {
      create: mayCreate,
      update: (article) => updateAny || (updateOwn && own(article)),
      remove: (article) => deleteAny || (deleteOwn && own(article)),
    };
  }, [mayCreate, updateAny, updateOwn, deleteAny, deleteOwn, user]);
  const mine = user !== undefined && search.authorId === user.id;

  return (
    <CrudTable
      definition={articleCrud}
      search={search}
      onSearchChange={(next, change) => void navigate({ search: next, replace: change?.replace })}
      permissions={permissions}
      renderRecordExtra={
        mayReadAudit
          ? (article) => <RecordHistoryOnView resource="articles" recordId={article.id} />
          : undefined
      }
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
                  // Another filter: the table no longer shows a saved view.
                  savedView: undefined,
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
