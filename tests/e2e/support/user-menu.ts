/**
 * The signed-in user's menu is a disclosure (src/features/account/user-menu.tsx): its account
 * links and logout buttons are reached by opening it first, as a person does.
 */
import { expect, type Page } from '@playwright/test'

export async function openUserMenu(page: Page): Promise<void> {
  const menu = page.locator('#userMenu details')
  if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await page.locator('#userMenuName').click()
  await expect(page.locator('#userMenu .user-menu__panel')).toBeVisible()
}
