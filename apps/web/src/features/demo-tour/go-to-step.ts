import type { Area } from '@veil/domain/areas';
import { readRuntimeConfig } from '../../lib/runtime-config';
import { pathOf } from './api';
import { writeTourState } from './tour-state';
import { demoUrlOn, tourStep } from './tour-steps';

/**
 * Opens step `index` of the tour: on this host, its page (a full load, so the area reads the
 * visitor's session afresh); on another area's host, that area's /demo page, which signs the visitor
 * in there and continues.
 */
export async function goToStep(area: Area, index: number): Promise<void> {
  const step = tourStep(index);
  if (!step) return;
  if (step.area !== area) {
    window.location.assign(
      demoUrlOn(step.area, index, { area, location: window.location }, readRuntimeConfig().areaHosts),
    );
    return;
  }
  writeTourState({ step: index });
  window.location.assign(await pathOf(step.target));
}
