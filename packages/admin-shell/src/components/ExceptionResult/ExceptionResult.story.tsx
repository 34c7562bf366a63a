import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExceptionResult } from './ExceptionResult.js';

const meta = {
  title: 'Feedback/ExceptionResult',
  component: ExceptionResult,
  args: { status: 404 },
} satisfies Meta<typeof ExceptionResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 403: the page exists, but the person's access does not allow it. */
export const Forbidden: Story = { args: { status: 403 } };

/** 404: nothing lives at this address. */
export const NotFound: Story = { args: { status: 404 } };

/** 500: the server failed to answer. */
export const ServerError: Story = { args: { status: 500 } };

/** A page can offer its own actions in place of the back-home button. */
export const WithExtra: Story = {
  args: {
    status: 500,
    extra: <Button onClick={() => window.location.reload()}>Reload</Button>,
  },
};
