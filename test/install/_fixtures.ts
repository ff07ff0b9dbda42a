// Real-looking settings files as people have them before installing checkpoint.

export const CLAUDE_SETTINGS = `{
  "$schema": "https://json.schemastore.org/claude-code-settings.json",
  "permissions": {
    "allow": [
      "Bash(npm run lint)",
      "Bash(npm test:*)",
      "Read(~/.zshrc)"
    ],
    "deny": [
      "Read(./.env)"
    ]
  },
  "env": {
    "CLAUDE_CODE_ENABLE_TELEMETRY": "0",
    "MAX_THINKING_TOKENS": "8000"
  },
  "model": "opus",
  "hooks": {
    "PostToolUse": [
      {
        "matcher": "Edit|Write",
        "hooks": [
          {
            "type": "command",
            "command": "npx prettier --write \\"$CLAUDE_FILE_PATHS\\""
          }
        ]
      }
    ],
    "Stop": [
      {
        "hooks": [
          {
            "type": "command",
            "command": "afplay /System/Library/Sounds/Glass.aiff",
            "timeout": 5
          }
        ]
      }
    ]
  },
  "statusLine": {
    "type": "command",
    "command": "~/.claude/statusline.sh"
  }
}
`;

export const GEMINI_SETTINGS = `{
  "security": {
    "auth": {
      "selectedType": "oauth-personal"
    }
  },
  "general": {
    "preferredEditor": "vim",
    "vimMode": true
  },
  "ui": {
    "theme": "GitHub"
  },
  "hooks": {
    "BeforeAgent": [
      {
        "hooks": [
          {
            "type": "command",
            "command": "~/.gemini/hooks/inject-context.sh",
            "timeout": 10000
          }
        ]
      }
    ]
  },
  "mcpServers": {
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"]
    }
  }
}
`;

export const CODEX_CONFIG = `# Codex configuration
# see https://developers.openai.com/codex/config-reference

model = "gpt-5.5"
model_provider = "azure" # the work account
approval_policy = "on-request"

# Providers
[model_providers.azure]
name = "Azure"
base_url = "https://example.openai.azure.com/openai"
env_key = "AZURE_OPENAI_API_KEY"
query_params = { api-version = "2025-04-01-preview" }

[profiles.fast]
model = "gpt-5.5-mini"

[mcp_servers.docs]
command = "npx"
args = ["-y", "docs-mcp"]
`;

export const CODEX_CONFIG_WITH_NOTIFY = `model = "gpt-5.5"
# ping me when a turn ends
notify = ["python3", "/home/me/.codex/notify.py"]

[tui]
notifications = true
`;

export const CODEX_CONFIG_WITH_TOML_HOOKS = `model = "gpt-5.5"

# my hooks live here, not in hooks.json
[[hooks.Stop]]
[[hooks.Stop.hooks]]
type = "command"
command = "~/bin/say-done"
timeout = 5

[hooks.state]
"~/bin/say-done" = { trusted = true }
`;

export const CODEX_HOOKS_JSON = `{
  "hooks": {
    "PostToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          {
            "type": "command",
            "command": "python3 ~/.codex/hooks/audit.py",
            "timeout": 10
          }
        ]
      }
    ]
  }
}
`;
