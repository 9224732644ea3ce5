import { REVIEW_MESSAGES } from '@shop/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiReply } from '../../../../components/product/testing/stub-api';
import { renderWithRouter } from '../../../../test/render-with-router';
import { ReviewForm } from './review-form';

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderForm(
  reply: ApiReply<'/api/products/review-product/:productId'> = {
    status: 201,
    body: { success: true, message: 'Thanks!' },
  },
) {
  const api = stubApi({ '/api/products/review-product/:productId': () => reply });
  const onClose = vi.fn();
  const view = renderWithRouter(<ReviewForm productId="p1" onClose={onClose} />);
  const sent = () => {
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).includes('review-product'));
    return ((call as unknown[] | undefined)?.[1] as RequestInit | undefined)?.body as FormData;
  };
  return { ...view, onClose, sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewForm', () => {
  it('counts the title and comment characters', async () => {
    const { user } = renderForm();
    expect(screen.getByText('0/100')).toBeInTheDocument();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (optional)'), 'Calm');
    await user.type(screen.getByLabelText('Your review'), 'Lovely paper');
    expect(screen.getByText('4/100')).toBeInTheDocument();
    expect(screen.getByText('12/500')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveAttribute('maxLength', '500');
  });

  it('starts at 5 stars, and the arrow keys change the rating', async () => {
    const { user } = renderForm();
    const five = screen.getByRole('radio', { name: '5 stars' });
    expect(five).toBeChecked();
    five.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('keeps submit disabled while the comment is blank', async () => {
    const { user } = renderForm();
    const submit = screen.getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your review'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your review'), 'Nice');
    expect(submit).toBeEnabled();
  });

  it('takes at most 3 photos, with previews that can be removed', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
    expect(await screen.findByRole('img', { name: 'a.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );

    await user.upload(input, png('d.png'));
    expect(await screen.findByText(REVIEW_MESSAGES.tooManyImages)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.queryByRole('img', { name: 'b.png' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(2);
  });

  it('sends the rating, text and photos, then confirms and closes', async () => {
    const { user, onClose, sent } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Title (optional)'), 'Calm');
    await user.type(screen.getByLabelText('Your review'), 'Lovely paper');
    await user.upload(screen.getByLabelText('Add photos'), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const form = sent();
    expect(
      Object.fromEntries(
        ['productId', 'rating', 'title', 'comment', 'withImage'].map((k) => [k, form.get(k)]),
      ),
    ).toEqual({
      productId: 'p1',
      rating: '4',
      title: 'Calm',
      comment: 'Lovely paper',
      withImage: 'true',
    });
    expect(form.getAll('reviewImage').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
  });

  it("shows the server's message in an error toast and stays open", async () => {
    const { user, onClose } = renderForm({
      status: 403,
      body: { success: false, message: REVIEW_MESSAGES.notBuyer },
    });
    await user.type(screen.getByLabelText('Your review'), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(REVIEW_MESSAGES.notBuyer)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });
});
