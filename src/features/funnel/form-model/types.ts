/** The shapes the dynamic (v3) engine works with; spec section 3 "Dynamic form page". */
import type {
  DataPointDefinition,
  DataPointName,
  DynamicFormConfig,
  DynamicStepPath,
  ServerFieldError,
  StepType,
} from '#contract/dynamic-form.ts';

/** What the applicant has answered so far, keyed by dotted data point name (raw input or parsed values). */
export type Answers = Partial<Record<DataPointName, unknown>>;

export interface DynamicPage {
  path: DynamicStepPath;
  type: StepType;
  context: string;
  /** The data points shown on this page: only those whose conditions hold for the current answers. */
  dataPoints: DataPointDefinition[];
  prevButtonFormPath: DynamicStepPath | null;
  nextButtonFormPath: DynamicStepPath | null;
  /** This page's own data points; on the last page, every shown data point of every page (the final submit). */
  dataPointsToSubmit: DataPointName[];
  /** For every page in the sequence, the data points it shows: who owns which field. */
  dataPointsPerStep: Partial<Record<DynamicStepPath, DataPointName[]>>;
  /** 1-based position in the sequence, for "step 3 of 12". */
  stepOrder: number;
  /** Server field errors for fields this page owns. */
  errors: ServerFieldError[];
  /** Server errors for fields no page owns; kept on the last page so nothing the server said is lost. */
  unattachedErrors: ServerFieldError[];
}

/** The dynamic-pages slice: the configuration, the answers and the pages derived from both. */
export interface DynamicFormState {
  config: DynamicFormConfig;
  answers: Answers;
  pages: DynamicPage[];
}
