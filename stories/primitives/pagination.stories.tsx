import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '@rove/ui';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ onPageChange, start = 1 }: { onPageChange: (page: number) => void; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      pageCount={12}
      onPageChange={(p) => {
        onPageChange(p);
        setPage(p);
      }}
    />
  );
}

export const KeyboardAndPointer: Story = {
  render: (args) => <Controlled onPageChange={args.onPageChange as (page: number) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // Previous is unavailable on the first page and out of the tab order.
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Links: Story = {
  tags: ['visual'],
  args: { getHref: (page: number) => `?page=${page}`, onPageChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=6');
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  render: (args) => <Controlled onPageChange={args.onPageChange as (page: number) => void} start={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page précédente' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
