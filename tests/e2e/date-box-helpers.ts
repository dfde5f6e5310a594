// The date and time boxes' face (src/components/ui/date-time-box.tsx) as a test sees it: the words
// drawn over a box and the opacity of the browser's own text under them.
import type { Locator, Page } from "@playwright/test";

/** The opacity Chromium computes for the box's own text (its ::-webkit-datetime-edit, in its shadow tree). */
export async function nativeTextOpacity(page: Page, inputId: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  type DomNode = { nodeId: number; attributes?: string[]; children?: DomNode[]; shadowRoots?: DomNode[] };
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as { root: DomNode };
  const find = (n: DomNode, test: (n: DomNode) => boolean): DomNode | undefined => {
    if (test(n)) return n;
    for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) {
      const hit = find(c, test);
      if (hit) return hit;
    }
    return undefined;
  };
  const attr = (n: DomNode, name: string) => {
    const a = n.attributes ?? [];
    const i = a.indexOf(name);
    return i >= 0 && i % 2 === 0 ? a[i + 1] : undefined;
  };
  const input = find(root, (n) => attr(n, "id") === inputId);
  const edit = input && find(input, (n) => attr(n, "pseudo") === "-webkit-datetime-edit");
  if (!edit) throw new Error(`no datetime edit in #${inputId}`);
  const { computedStyle } = (await cdp.send("CSS.getComputedStyleForNode", { nodeId: edit.nodeId })) as {
    computedStyle: { name: string; value: string }[];
  };
  await cdp.detach();
  return computedStyle.find((p) => p.name === "opacity")?.value ?? "";
}

/** The words drawn over the box (aria-hidden, so not by role). */
export function faceOf(box: Locator): Locator {
  return box.locator("xpath=following-sibling::span[contains(@class, 'date-box-face')]");
}
