// Fonts for Japanese, Chinese and Arabic (docs/product/languages.md, ADR 063): each face
// carries a unicode-range, so the browser fetches a font piece only for characters a page
// shows. Their @font-face rules are 63 kB gzipped, so main.tsx loads this module after the
// first render rather than in the stylesheet every page waits for.
import "@fontsource-variable/noto-sans-jp/wght.css";
import "@fontsource-variable/noto-sans-sc/wght.css";
import "@fontsource-variable/noto-sans-arabic/wght.css";
