import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoredImage } from './stored-image';

const HASH = 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq';
const FALLBACK = '/images/default-avatar.png';

describe('StoredImage', () => {
  it('shows a hash from /api/ipfs at 80x40 with radius 8 by default (docs/product.md §9)', () => {
    render(<StoredImage src={HASH} alt="Logo" />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('src', `/api/ipfs/${HASH}`);
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '40');
    expect(img).toHaveStyle({ width: '80px', height: '40px', borderRadius: '8px' });
  });

  it('uses an address as it is, with the caller size, radius and class', () => {
    render(
      <StoredImage
        src="https://example.com/a.png"
        alt="A"
        width={48}
        height={48}
        rounded={24}
        className="x"
      />,
    );
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('src', 'https://example.com/a.png');
    expect(img).toHaveStyle({ width: '48px', height: '48px', borderRadius: '24px' });
    expect(img).toHaveClass('x');
  });

  it('square corners when rounded is false', () => {
    render(<StoredImage src={HASH} alt="Square" rounded={false} />);
    expect(screen.getByRole('img', { name: 'Square' })).toHaveStyle({ borderRadius: '0px' });
  });

  it('an empty value shows the fallback without logging an error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<StoredImage src="" alt="Avatar" fallback={FALLBACK} />);
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', FALLBACK);
    expect(log).not.toHaveBeenCalled();
  });

  it('a load error is logged and replaced by the fallback; a failing fallback does not loop', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<StoredImage src={HASH} alt="Avatar" fallback={FALLBACK} />);
    fireEvent.error(screen.getByRole('img', { name: 'Avatar' }));
    expect(log).toHaveBeenCalledWith(expect.stringContaining(HASH));
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', FALLBACK);
    fireEvent.error(screen.getByRole('img', { name: 'Avatar' }));
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', FALLBACK);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('a new src gets its own chance after an earlier one failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<StoredImage src={HASH} alt="Avatar" fallback={FALLBACK} />);
    fireEvent.error(screen.getByRole('img', { name: 'Avatar' }));
    rerender(<StoredImage src="/images/new.png" alt="Avatar" fallback={FALLBACK} />);
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', '/images/new.png');
  });

  it('with neither a source nor a fallback, keeps the space empty', () => {
    render(<StoredImage src={null} alt="Nothing" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('stored-image-empty')).toHaveStyle({ width: '80px', height: '40px' });
  });
});
