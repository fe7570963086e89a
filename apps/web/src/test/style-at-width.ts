import { holdsAt } from './screen-width';

/** Whether `selector` selects `element`; a selector jsdom cannot read (`::-moz-focus-inner`) does not. */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * The value the page's style sheets give `element`'s `property` on a screen `width` px wide,
 * media queries included: jsdom computes styles without them, so a layout chosen by CSS alone
 * (the menu rail, decision 046) is read here. Later rules win, as Emotion's single-class rules
 * do; inline styles and specificity are not weighed.
 */
export function styleAtWidth(element: Element, property: string, width: number): string {
  let value = '';
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (holdsAt(rule.media.mediaText, width)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && matches(element, rule.selectorText)) {
        value = rule.style.getPropertyValue(property) || value;
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return value;
}
