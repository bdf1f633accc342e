/**
 * A drop-in for `react-style-singleton` (Vite aliases the package here). Radix's scroll lock uses that
 * package to add a `<style>` element while a dialog or menu is open, which a strict CSP blocks unless the
 * element carries a nonce, and a nonce cannot live in HTML that is cached and shared. Constructable style
 * sheets (CSSOM) are not inline markup, so CSP allows them without a nonce: this keeps the package's API and
 * its behaviour (added with the first user, removed with the last) on top of `adoptedStyleSheets`.
 */
import { useEffect } from 'react';

export const stylesheetSingleton = () => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (!counter && sheet) {
        const done = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== done);
        sheet = null;
      }
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the package's own rule: restyle only when dynamic
    }, [styles && isDynamic]);
  };
};

export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  const Sheet = ({ styles, dynamic }: { styles: string; dynamic?: boolean }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
