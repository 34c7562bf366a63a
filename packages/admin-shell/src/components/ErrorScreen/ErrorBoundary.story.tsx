import { Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBoundary } from './ErrorBoundary.js';

const chartError = 'The sales chart could not be drawn.';

/** A widget that fails while rendering, as a chart given malformed data would. */
function BrokenChart(): never {
  throw new Error(chartError);
}

const meta = {
  title: 'Feedback/ErrorBoundary',
  component: ErrorBoundary,
  args: { children: <BrokenChart /> },
  // A JSX child cannot be edited as a control; the stories choose it.
  argTypes: { children: { control: false }, fallback: { control: false } },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

// React reports every error a boundary catches; the story tests accept this one.
const throwsOnPurpose = { expectedErrors: [chartError] };

/** Nothing throws: the children render as they are. */
export const NothingThrown: Story = {
  args: {
    children: (
      <Paper p="md" withBorder>
        <Text>The sales chart, drawn without trouble.</Text>
      </Paper>
    ),
  },
};

/** A child throws: the default fallback, the error screen with its message and a retry. */
export const ChildThrows: Story = { parameters: throwsOnPurpose };

/** A child throws and the page gives its own fallback, with what was thrown. */
export const CustomFallback: Story = {
  parameters: throwsOnPurpose,
  args: {
    fallback: ({ error }) => (
      <Paper p="md" withBorder>
        <Text c="dimmed">
          The chart is unavailable ({error instanceof Error ? error.message : String(error)}).
        </Text>
      </Paper>
    ),
  },
};
