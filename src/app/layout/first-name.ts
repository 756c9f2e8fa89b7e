import type { SessionUser } from '#domain/schemas/user.ts';

/** 'Hi, Jane' in the navbar (spec §2): the first word of the name. */
export const firstNameOf = (user: Pick<SessionUser, 'name'>) => user.name.trim().split(/\s+/)[0] || user.name;
