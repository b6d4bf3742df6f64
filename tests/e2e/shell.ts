/** Locators for the app's frame, by role where the markup gives one. */
import type { Locator, Page } from '@playwright/test';

/** The app header (the page's banner landmark). */
export function appHeader(page: Page): Locator {
  return page.getByRole('banner');
}

/** The mobile footer navigation. */
export function appFooter(page: Page): Locator {
  return page.locator('footer');
}
