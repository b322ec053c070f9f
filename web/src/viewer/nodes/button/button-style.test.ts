import { describe, expect, test } from 'vitest';
import { buttonLook } from './button-style.ts';

describe('button look', () => {
  test('nested document styles become variables; default size small', () => {
    expect(
      buttonLook({
        styles: {
          border: { width: 1, radius: 10 },
          colors: { text: '#FFFFFF', border: '#0261FF', background: '#0261FF' },
        },
      }),
    ).toEqual({
      size: 'SMALL',
      variables: {
        '--button-border-width': '1px',
        '--button-radius': '10px',
        '--button-text': '#FFFFFF',
        '--button-border': '#0261FF',
        '--button-background': '#0261FF',
      },
    });
  });

  test('flat names, hover variants and size LARGE; invalid colours and negative lengths dropped', () => {
    const look = buttonLook({
      styles: {
        borderWidth: -1,
        borderRadius: 4,
        textColorHover: 'red',
        backgroundColorHover: 'rgba(0,0,0,0.5)',
        buttonSize: 'large',
      },
    });
    expect(look.size).toBe('LARGE');
    expect(look.variables).toEqual({
      '--button-radius': '4px',
      '--button-background-hover': 'rgba(0,0,0,0.5)',
    });
  });
});
