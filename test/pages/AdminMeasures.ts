import type { Locator, Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Measures of what an admin sees: chart labels, touch targets, tables and forms. */
export class AdminMeasures {
  constructor(readonly page: Page) {}

  /** Every text of a chart as drawn: its box, and how far it reaches past the chart's own box. */
  async chartLabels(chart: Locator): Promise<{ text: string; height: number; outside: number }[]> {
    return chart.evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      return Array.from(svg.querySelectorAll('text')).map((label) => {
        const box = label.getBoundingClientRect();
        const outside = Math.max(0, frame.left - box.left, box.right - frame.right, frame.top - box.top, box.bottom - frame.bottom);
        return { text: label.textContent ?? '', height: box.height, outside };
      });
    });
  }

  async boxes(targets: Locator): Promise<Box[]> {
    const found: Box[] = [];
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      if (box) found.push(box);
    }
    return found;
  }

  /** How far a table reaches past the card that holds it, in pixels (0 when it fits). */
  async tableOverflow(): Promise<number> {
    return this.page.evaluate(() => {
      const wrapper = document.querySelector('.RaDataTable-tableWrapper');
      return wrapper ? wrapper.scrollWidth - wrapper.clientWidth : 0;
    });
  }

  /** The forms of the page that have no submit control (HTML_CodeSniffer's H32.2), by their HTML's start. */
  async formsWithoutSubmit(): Promise<string[]> {
    return this.page.evaluate(() =>
      Array.from(document.querySelectorAll('form'))
        .filter((form) => !form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]'))
        .map((form) => form.outerHTML.slice(0, 120)),
    );
  }
}
