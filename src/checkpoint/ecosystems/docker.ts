import { skipOptions } from '../shell.js';
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
    kinds: (program, args, judge) => {
      // a command run in a compose service (`docker compose run --rm web ./manage.py test app`) does what it does
      const inner = serviceCommand(program, args);
      if (inner) return judge.command(inner);
      const text = [program, ...args].join(' ');
      const builds =
        /^(docker|podman) (build|buildx build|compose (config|build|up|create))/.test(text) ||
        /^docker-compose (config|build|up)/.test(text);
      return builds ? ['config'] : [];
    },
  },
};

/** Compose's options that take a value, before and after `run`/`exec`. */
const COMPOSE_VALUES = new Set(['-f', '--file', '-p', '--project-name', '--env-file', '--profile', '-e', '--env', '-w', '--workdir']);
const RUN_VALUES = new Set([...COMPOSE_VALUES, '-u', '--user', '--name', '--entrypoint', '-v', '--volume', '-l', '--label', '--index']);

/** The command `docker compose run|exec [options] <service> <command…>` runs in the service; undefined: none. */
function serviceCommand(program: string, args: string[]): string[] | undefined {
  let rest =
    program === 'docker-compose' || program === 'podman-compose'
      ? args
      : /^(docker|podman)$/.test(program) && args[0] === 'compose'
        ? args.slice(1)
        : undefined;
  if (!rest) return undefined;
  rest = skipOptions(rest, COMPOSE_VALUES);
  if (rest[0] !== 'run' && rest[0] !== 'exec') return undefined;
  const [, ...command] = skipOptions(rest.slice(1), RUN_VALUES);
  return command.length > 0 ? command : undefined;
}
