import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { queryClient } from './queryClient';

afterEach(cleanup);

function Claim() {
  const claim = useMutation({ mutationFn: () => new Promise<void>(() => {}) });
  return (
    <button
      type="button"
      data-testid="claim"
      disabled={claim.isPending}
      onClick={() => claim.mutate()}
    >
      {claim.isPending ? 'sending' : 'claim'}
    </button>
  );
}

/** Microtasks only: what runs before the browser takes the next task (a second tap). */
async function microtasks() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

it('turns a tapped button off before the next task, so a double tap cannot tap it twice', async () => {
  render(
    <QueryClientProvider client={queryClient}>
      <Claim />
    </QueryClientProvider>,
  );
  const button = screen.getByTestId('claim') as HTMLButtonElement;
  fireEvent.click(button);
  await microtasks();
  expect(button.disabled).toBe(true);
  expect(button.textContent).toBe('sending');
});
