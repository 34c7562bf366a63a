import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { UserDisplay } from '../../core/session/user-display.js';
import { DeferredMenu } from '../DeferredOverlays/DeferredMenu.js';
import { useSignOut } from '../DiscardQuestion/use-sign-out.js';

/**
 * The header's avatar and name, with the one item of spec §2: log out, which asks first when a
 * page (a hidden tab's included) holds unsaved changes.
 */
export function UserMenu({ user, compact }: { user: UserDisplay; compact: boolean }) {
  const { t } = useI18n();
  const { signOut, question } = useSignOut();
  return (
    <>
      <DeferredMenu
        position="bottom-end"
        withinPortal
        target={
          // The name leads the label, so speech input can say what is on screen (label in name).
          <UnstyledButton
            className="admin-shell-user"
            aria-label={`${user.name}, ${t('layout.userMenu')}`}
          >
            <Group gap={8} wrap="nowrap">
              {/* No initials: text in the button that its name leaves out fails label-in-name. */}
              <Avatar src={user.avatar} alt="" size={28} radius="xl" color="brand" />
              {!compact && (
                <Text size="sm" fw={500} truncate maw={140}>
                  {user.name}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        }
        dropdown={({ Menu }) => (
          <Menu.Item
            leftSection={<IconLogout size={16} stroke={1.6} />}
            onClick={() => void signOut()}
          >
            {t('user.logout')}
          </Menu.Item>
        )}
      />
      {question}
    </>
  );
}
