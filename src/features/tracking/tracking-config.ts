/**
 * What the tracking layer may use, from the cell's build env (issue 15). Every third party is off unless its id is
 * set; every script URL and API host is configurable (the vendors' own by default) so the e2e suite can point them at
 * a local collector. Built by the app from `env`; the modules here receive it and never read the env themselves.
 */
export interface SessionRecordingConfig {
  /** Recording is enabled by configuration. */
  enabled: boolean;
  /** Spec section 9: a random integer 0-99 at or above this disables recording (default 100). */
  percentage: number;
  /** utm_source=retargeting sessions are recorded only when this is on. */
  logRetargeting: boolean;
  /** utm_source=abandonment sessions are recorded only when this is on. */
  logAbandonment: boolean;
}

export interface TrackingConfig {
  analytics?: { key: string; apiHost: string; recording: SessionRecordingConfig };
  metaPixel?: { id: string; scriptUrl: string };
  tiktokPixel?: { id: string; scriptUrl: string };
  /** The tag manager; `googleAdsSendTo` ("AW-123/label") is the Google Ads conversion's send_to, when configured. */
  tagManager?: { id: string; scriptUrl: string; googleAdsSendTo?: string };
  errorReporting?: { dsn: string; environment: string };
  captcha?: { siteKey: string; scriptUrl: string };
}
