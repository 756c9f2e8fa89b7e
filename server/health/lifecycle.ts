/**
 * Where one server instance is in its life, for the readiness check: a load balancer sends
 * traffic only to a `ready` instance, and an instance that is shutting down says so before it
 * stops accepting connections, so the balancer has moved on by the time it does.
 */
export type LifecycleState = 'starting' | 'ready' | 'stopping';

export type Lifecycle = {
  readonly state: LifecycleState;
  markReady(): void;
  markStopping(): void;
};

export function createLifecycle(): Lifecycle {
  let state: LifecycleState = 'starting';
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    markStopping() {
      state = 'stopping';
    },
  };
}
