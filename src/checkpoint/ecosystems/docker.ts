import type { EcosystemModule } from './_module.js';

// Containers: a changed Dockerfile (or Containerfile) is validated by building its image, a compose
// file by `docker compose config`; podman's commands are docker's.

const DOCKERFILE = /(^|\/)(Dockerfile|Containerfile)[^/]*$|\.Dockerfile$/;

export const docker: EcosystemModule = {
  name: 'docker',
  extensions: [],
  buildConfig: {
    files: /(^|\/)(Dockerfile[^/]*|[^/]+\.Dockerfile|(docker-)?compose[^/]*\.ya?ml|Containerfile)$/,
    validate: (file) =>
      DOCKERFILE.test(file) ? (file === 'Dockerfile' ? 'docker build .' : `docker build -f ${file} .`) : 'docker compose config',
  },
  evidence: {
    programs: { lint: ['hadolint'], config: ['hadolint'] },
    kinds: (program, args) => {
      const text = [program, ...args].join(' ');
      const builds =
        /^(docker|podman) (build|buildx build|compose (config|build|up|create))/.test(text) ||
        /^docker-compose (config|build|up)/.test(text);
      return builds ? ['config'] : [];
    },
  },
};
