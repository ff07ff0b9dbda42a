import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a Phoenix application as `mix phx.new` lays it out: a `test` alias that creates and migrates
// the test database, Ecto migrations under priv/repo/migrations, credo and the formatter.

const mixExs = `defmodule Shop.MixProject do
  use Mix.Project

  def project do
    [app: :shop, version: "0.1.0", deps: deps(), aliases: aliases()]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7"},
      {:ecto_sql, "~> 3.10"},
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false}
    ]
  end

  defp aliases do
    [
      setup: ["deps.get", "ecto.setup"],
      "ecto.setup": ["ecto.create", "ecto.migrate", "run priv/repo/seeds.exs"],
      test: ["ecto.create --quiet", "ecto.migrate --quiet", "test"]
    ]
  end
end
`;

const phoenix = {
  'mix.exs': mixExs,
  'mix.lock': '%{}\n',
  '.formatter.exs': '[inputs: ["{mix,.formatter}.exs", "{config,lib,test}/**/*.{ex,exs}"]]\n',
  'lib/shop/orders.ex': 'defmodule Shop.Orders do\nend\n',
  'priv/repo/migrations/20240101000000_create_orders.exs': 'defmodule Shop.Repo.Migrations.CreateOrders do\nend\n',
  'test/shop/orders_test.exs': 'defmodule Shop.OrdersTest do\nend\n',
};

/** A library whose integration cases live outside `test_paths`, run by an alias of their own. */
const integration = {
  'mix.exs': `defmodule Store.MixProject do
  use Mix.Project

  def project do
    [app: :store, version: "0.1.0", test_paths: ["test"], aliases: aliases()]
  end

  defp aliases do
    ["test.integration": "cmd MIX_ENV=test mix test integration_test"]
  end
end
`,
  'lib/store.ex': 'defmodule Store do\nend\n',
  'test/store_test.exs': '',
  'integration_test/sql_test.exs': '',
};

describe('Elixir with mix', () => {
  ecosystemTable([
    {
      name: 'a context module change: mix test; the formatter and credo ride along',
      files: phoenix,
      change: { 'lib/shop/orders.ex': 'defmodule Shop.Orders do\n  def list, do: []\nend\n' },
      expected: ['Run the tests: mix test', 'Lint: mix format --check-formatted && mix credo'],
      ran: ['mix test'],
      skips: ['mix compile --warnings-as-errors'],
    },
    {
      name: 'a new migration: the test alias migrates the test database, so `mix test` applies it',
      files: phoenix,
      change: { 'priv/repo/migrations/20250101000000_add_total.exs': 'defmodule Shop.Repo.Migrations.AddTotal do\nend\n' },
      expected: ['Apply and verify the migration: mix ecto.migrate'],
      ran: ['mix test test/shop/orders_test.exs'],
    },
    {
      name: 'a changed test runs that test file',
      files: phoenix,
      change: { 'test/shop/orders_test.exs': 'defmodule Shop.OrdersTest do\n  use ExUnit.Case\nend\n' },
      expected: ['Lint: mix format --check-formatted && mix credo', 'Run the changed tests: mix test test/shop/orders_test.exs'],
      ran: ['mix test test/shop/orders_test.exs'],
    },
    {
      name: 'mix.exs changed: deps.get, then the tests',
      files: phoenix,
      change: { 'mix.exs': mixExs.replace('{:phoenix, "~> 1.7"},', '{:phoenix, "~> 1.7"},\n      {:req, "~> 0.5"},') },
      expected: [
        'Install updated dependencies: mix deps.get',
        'Run the tests: mix test',
        'Lint: mix format --check-formatted && mix credo',
      ],
      ran: ['mix deps.get', 'mix test'],
    },
    {
      name: 'an ExUnit case outside test_paths: the alias that runs its folder, never plain mix test',
      files: integration,
      change: { 'integration_test/sql_test.exs': 'defmodule SqlTest do\nend\n' },
      expected: ['Run the changed tests: mix test.integration'],
      ran: ['mix test.integration'],
      skips: ['mix test', 'mix test test/store_test.exs'],
    },
    {
      name: 'a case inside test_paths keeps mix test',
      files: integration,
      change: { 'test/store_test.exs': 'defmodule StoreTest do\nend\n' },
      expected: ['Run the changed tests: mix test test/store_test.exs'],
      ran: ['mix test test/store_test.exs'],
    },
    {
      name: 'an umbrella’s run at its root runs each app’s tests',
      files: {
        'mix.exs': 'defmodule Shop.Umbrella.MixProject do\n  use Mix.Project\n  def project, do: [apps_path: "apps", deps: []]\nend\n',
        'apps/store/mix.exs': 'defmodule Store.MixProject do\n  use Mix.Project\n  def project, do: [app: :store, deps: []]\nend\n',
        'apps/store/lib/store.ex': 'defmodule Store do\n  def hi, do: :hi\nend\n',
        'apps/store/test/store_test.exs': 'defmodule StoreTest do\nend\n',
      },
      change: { 'apps/store/lib/store.ex': 'defmodule Store do\n  def hi, do: :hello\nend\n' },
      expected: ['Run the tests: cd apps/store && mix test'],
      ran: ['mix test'],
    },
  ]);
});
