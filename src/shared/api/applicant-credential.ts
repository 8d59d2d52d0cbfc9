/**
 * The applicant's credential (contract/lead.ts, docs/adr/0027): what opens this tab's lead at the API. It lives in
 * session storage, so a reload keeps the lead open and another tab, or the same tab tomorrow, does not: resuming there
 * goes through a signed resume link. It is read through its schema like every stored value, is never logged, and is
 * sent only to the lead API, only on the calls about the lead (RequestOptions.asApplicant).
 */
import { applicantCredentialSchema } from '#contract/lead.ts';
import { StorageKey } from '../lib/storage/keys.ts';
import type { SafeStorage } from '../lib/storage/safe-storage.ts';

export interface ApplicantCredentialKeeper {
  read(): string | undefined;
  keep(credential: string): void;
  forget(): void;
  /** Keeps the credential an answer carries (a create, a resume link used) and hands on the rest, without it. */
  takeFrom<Answer extends { credential: string }>(answer: Answer): Omit<Answer, 'credential'>;
}

type Store = Omit<ApplicantCredentialKeeper, 'takeFrom'>;

function withTakeFrom(store: Store): ApplicantCredentialKeeper {
  return {
    ...store,
    takeFrom: ({ credential, ...rest }) => {
      store.keep(credential);
      return rest;
    },
  };
}

export function sessionCredentialKeeper(storage: SafeStorage): ApplicantCredentialKeeper {
  return withTakeFrom({
    read: () => {
      const parsed = applicantCredentialSchema.safeParse(storage.session.get(StorageKey.leadCredential));
      return parsed.success ? parsed.data : undefined;
    },
    keep: (credential) => {
      storage.session.set(StorageKey.leadCredential, credential);
    },
    forget: () => {
      storage.session.remove(StorageKey.leadCredential);
    },
  });
}

/** For tests and for a client without storage: the credential lives as long as the client. */
export function memoryCredentialKeeper(initial?: string): ApplicantCredentialKeeper {
  let held = initial;
  return withTakeFrom({
    read: () => held,
    keep: (credential) => {
      held = credential;
    },
    forget: () => {
      held = undefined;
    },
  });
}
