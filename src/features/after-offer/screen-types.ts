/** The shapes the screen tables share: the groups name them without importing the table that gathers them. */
import type { ComponentType } from 'react';
import type { ApplicationStateName } from '#contract/application-state.ts';

export type ScreenModule = { default: ComponentType };

/** A group's screens, by the name of the application state each shows, each loaded on first use. */
export type StepScreens = Partial<Record<ApplicationStateName, () => Promise<ScreenModule>>>;
