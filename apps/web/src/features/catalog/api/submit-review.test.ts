import { afterEach, describe, expect, it, vi } from 'vitest';
import { foreignReply, stubApi } from '../../../components/product/testing/stub-api';
import { buildReviewFormData, type ReviewPhoto } from './submit-review';

const values = { rating: 4, title: ' Calm ', comment: ' Lovely paper ' };
const saved = (name: string): ReviewPhoto => ({ kind: 'saved', name });
const chosen = (name: string): ReviewPhoto => ({
  kind: 'new',
  key: name,
  file: new File(['png'], name, { type: 'image/png' }),
});
const names = (form: FormData) => form.getAll('reviewImage').map((f) => (f as File).name);

afterEach(() => vi.unstubAllGlobals());

describe('buildReviewFormData', () => {
  it('sends the fields trimmed, and the chosen files under reviewImage', async () => {
    const form = await buildReviewFormData('p1', {
      values,
      photos: [chosen('a.png'), chosen('b.png')],
      savedPhotos: [],
    });
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
    expect(names(form)).toEqual(['a.png', 'b.png']);
  });

  it('keeps unchanged saved photos without sending them again', async () => {
    const { fetchMock } = stubApi({});
    const form = await buildReviewFormData('p1', {
      values,
      photos: [saved('r1.webp')],
      savedPhotos: ['r1.webp'],
    });
    expect(form.get('withImage')).toBe('true');
    expect(names(form)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends withImage 'false' when every photo is removed", async () => {
    const form = await buildReviewFormData('p1', { values, photos: [], savedPhotos: ['r1.webp'] });
    expect(form.get('withImage')).toBe('false');
    expect(names(form)).toEqual([]);
  });

  it('sends the kept saved photos again when the selection changes', async () => {
    // The saved photo's bytes: an image, not a JSON answer of the contract.
    stubApi({ '/image/reviews/r2.webp': () => foreignReply(200, 'webp bytes') });
    const form = await buildReviewFormData('p1', {
      values,
      photos: [saved('r2.webp'), chosen('new.png')],
      savedPhotos: ['r1.webp', 'r2.webp'],
    });
    expect(names(form)).toEqual(['r2.webp', 'new.png']);
  });
});
