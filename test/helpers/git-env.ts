// The environment of git in test repositories: a fixed identity and no system config, so a commit made
// by a test never depends on the machine's git setup.
export const GIT_IDENTITY = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
