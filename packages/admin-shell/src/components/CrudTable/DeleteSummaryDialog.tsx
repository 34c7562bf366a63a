import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { RecordId } from '../../core/contracts.js';
import type { DeleteSummary } from '../../core/crud/use-crud-delete.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLastPresent } from '../../hooks/use-last-present/use-last-present.js';

/**
 * What a bulk delete that partly failed did: how many went, and each record that did not with
 * the reason, to read before closing (one that went through is told in a toast).
 */
export function DeleteSummaryDialog<Row>({
  summary,
  rowKey,
  rowTitle,
  onClose,
}: {
  summary: DeleteSummary<Row> | null;
  rowKey(row: Row): RecordId;
  rowTitle(row: Row): string;
  onClose(): void;
}) {
  const { t } = useI18n();
  // Keep the content while the dialog fades out.
  const current = useLastPresent(summary);
  return (
    <Modal
      opened={summary !== null}
      onClose={onClose}
      title={t('crud.bulkSummaryTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('crud.close') }}
    >
      {current && (
        <Stack gap="md">
          <Text size="sm" role="status">
            {t('crud.bulkSummary', {
              deleted: current.deleted.length,
              failed: current.failed.length,
            })}
          </Text>
          {current.failed.length > 0 && (
            <List size="sm" spacing={4} className="admin-shell-crud-failures">
              {current.failed.map(({ row, reason }) => (
                <List.Item key={rowKey(row)}>
                  <Text span fw={500} size="sm">
                    {rowTitle(row)}
                  </Text>
                  <Text span c="dimmed" size="sm">
                    {' — '}
                    {reason}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('crud.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
