import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaArt } from './media-art';

const image = {
  url: 'https://media.test/cover.webp',
  expiresAt: '2099-01-01T00:00:00.000Z',
  width: 1200,
  height: 675,
  srcset: [
    { url: 'https://media.test/cover-320.webp', width: 320 },
    { url: 'https://media.test/cover-640.webp', width: 640 },
    { url: 'https://media.test/cover.webp', width: 1200 },
  ],
};

describe('MediaArt', () => {
  it('sets the title in the placeholder, hidden from screen readers, with no icon', () => {
    const { container } = render(
      <MediaArt image={null} title="Northern Lights" aspectRatio="1 / 1" />,
    );
    const placeholder = screen.getByTestId('art-placeholder');
    expect(placeholder).toHaveTextContent('Northern Lights');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    // Nothing but the title: no icon (the stray mark of issue 19), no image.
    expect(container.querySelector('svg, img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a stored image with its widths, the sizes it is drawn at, its size and lazily', () => {
    render(<MediaArt image={image} title="Northern Lights" aspectRatio="1 / 1" sizes="20rem" />);
    const img = screen.getByTestId('media-art').querySelector('img');
    expect(img).toHaveAttribute(
      'srcset',
      'https://media.test/cover-320.webp 320w, https://media.test/cover-640.webp 640w, https://media.test/cover.webp 1200w',
    );
    expect(img).toHaveAttribute('sizes', '20rem');
    expect(img).toHaveAttribute('src', image.url);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByTestId('art-placeholder')).toBeNull();
  });

  it('loads a page’s main picture at once and names it when asked', () => {
    render(
      <MediaArt
        image={image}
        title="Northern Lights"
        alt="Cover of Northern Lights"
        aspectRatio="1 / 1"
        isAboveTheFold
      />,
    );
    const img = screen.getByRole('img', { name: 'Cover of Northern Lights' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an image stored before variants at its one size, without srcset', () => {
    render(
      <MediaArt
        image={{ url: 'https://media.test/old.webp', expiresAt: image.expiresAt }}
        title="Old"
        aspectRatio="16 / 9"
        sizes="20rem"
      />,
    );
    const img = screen.getByTestId('media-art').querySelector('img');
    expect(img).toHaveAttribute('src', 'https://media.test/old.webp');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('width');
  });
});
