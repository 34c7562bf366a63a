// A module of its own for the dynamic import: importing the package's entry there would tie the
// container to that entry, which the page already holds for useNotifications, and a bundler may
// then load the container with the page (Rolldown does).
export { Notifications } from '@mantine/notifications';
