import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { MailingListForm } from './mailing-list-form';

function renderForm(onSuccess?: (email: string) => void) {
  render(<MailingListForm reason="Bank" label="Your e-mail" buttonText="Notify me" onSuccess={onSuccess} />);
  return { input: screen.getByLabelText('Your e-mail'), button: screen.getByRole('button', { name: 'Notify me' }) };
}

describe('MailingListForm', () => {
  it('refuses an invalid e-mail without calling the API', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'ok' }, 201));
    const { input, button } = renderForm();
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(button);

    expect(screen.getByRole('alert')).toHaveTextContent('Please Enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail without its spaces and the reason, then thanks the user', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Added' }, 201));
    const onSuccess = vi.fn();
    const { input, button } = renderForm(onSuccess);
    await userEvent.type(input, '  ada @example.com ');
    await userEvent.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! You are on the list.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/mailinglist');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', reason: 'Bank' });
    expect(onSuccess).toHaveBeenCalledWith('ada@example.com');
  });

  it('shows a loading button while the request is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { input, button } = renderForm();
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending…');
    answer(jsonResponse({ message: 'Added' }, 201));
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it("shows the server's error and keeps the form", async () => {
    stubFetch(() => jsonResponse({ error: 'email must be an email' }, 400));
    const { input, button } = renderForm();
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('email must be an email');
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('ada@example.com');
    expect(button).toBeEnabled();
  });
});
