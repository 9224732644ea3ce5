import { MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogContent } from './blog-content';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogContent', () => {
  it('renders headings, lists and bold text as elements', () => {
    const { container } = render(
      <BlogContent content={'Hello **world**\n\n## Start here\n### Then this\n- one\n- two'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Start here' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Then this' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('strong')).toHaveTextContent('world');
  });

  it('shows injection attempts as text and creates no script, link, image or handler', () => {
    const alertSpy = vi.fn();
    vi.stubGlobal('alert', alertSpy);
    const attack = [
      '<script>alert("x")</script>',
      '## <img src=x onerror=alert(1)>',
      '- [click](javascript:alert(1))',
      '- <a href="javascript:alert(1)">link</a>',
      '**<iframe src="javascript:alert(1)"></iframe>**',
      '"><svg onload=alert(1)>',
    ].join('\n');
    const { container } = render(<BlogContent content={attack} />);

    expect(container.querySelectorAll('script, a, img, iframe, svg')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/<(script|img|iframe|svg|a)\b/);
    for (const el of container.querySelectorAll('*')) {
      expect(
        [...el.attributes].filter((a) => a.name.startsWith('on') || a.name === 'href'),
      ).toEqual([]);
    }
    expect(container).toHaveTextContent('<script>alert("x")</script>');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('[click](javascript:alert(1))');
    expect(container.querySelector('strong')).toHaveTextContent(
      '<iframe src="javascript:alert(1)"></iframe>',
    );
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('links the first mention of each product the post names, not headings or later mentions', () => {
    render(
      <MemoryRouter>
        <BlogContent
          content={
            '## The Gratitude Journal\n\nStart with the **Gratitude Journal** each morning.\n\n- Keep the Gratitude Journal by the bed'
          }
          mentions={[{ id: 'g1', name: 'Gratitude Journal' }]}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: 'Gratitude Journal' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/products/g1');
    expect(links[0]!.closest('p')).toHaveTextContent(
      'Start with the Gratitude Journal each morning.',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The Gratitude Journal');
  });
});
