import type { Locator, Page } from '@playwright/test'

/** The Select widget's combobox of a native select (ADR 037), by the select's id. */
export const comboboxOf = (page: Page, selectId: string) => page.locator(`#${selectId}-combobox`)

/** Chooses `value` in an enhanced select the way a visitor does: opens it and clicks the option. */
export async function choose(page: Page, select: Locator, value: string): Promise<void> {
  const id = (await select.getAttribute('id'))!
  await comboboxOf(page, id).click()
  await page.locator(`#${id}-listbox [role="option"][data-value="${value}"]`).click()
}
