import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a .NET solution laid out as `dotnet new` and most libraries do: src/<Project>, tests/<Project>.Tests
// referencing it, central package management in Directory.Packages.props, and a library no test covers.

const sln = [
  'Microsoft Visual Studio Solution File, Format Version 12.00',
  'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Acme.Core", "src\\Acme.Core\\Acme.Core.csproj", "{1}"',
  'EndProject',
  'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Acme.Core.Tests", "tests\\Acme.Core.Tests\\Acme.Core.Tests.csproj", "{2}"',
  'EndProject',
  'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Acme.Interop", "src\\Acme.Interop\\Acme.Interop.csproj", "{3}"',
  'EndProject',
  '',
].join('\n');

const solution = {
  'Acme.sln': sln,
  'Directory.Packages.props': '<Project><ItemGroup><PackageVersion Include="xunit" Version="2.9.0" /></ItemGroup></Project>\n',
  'src/Acme.Core/Acme.Core.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n',
  'src/Acme.Core/Parser.cs': 'namespace Acme.Core;\n',
  'src/Acme.Interop/Acme.Interop.csproj': '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
  'src/Acme.Interop/Native.cs': 'namespace Acme.Interop;\n',
  'tests/Acme.Core.Tests/Acme.Core.Tests.csproj': [
    '<Project Sdk="Microsoft.NET.Sdk">',
    '  <ItemGroup><PackageReference Include="Microsoft.NET.Test.Sdk" /><PackageReference Include="xunit" /></ItemGroup>',
    '  <ItemGroup><ProjectReference Include="..\\..\\src\\Acme.Core\\Acme.Core.csproj" /></ItemGroup>',
    '</Project>',
    '',
  ].join('\n'),
  'tests/Acme.Core.Tests/ParserTests.cs': 'namespace Acme.Core.Tests;\n',
};

// After spectre.console: the solution (and every project) kept in src/, nothing .NET at the root.
const app = '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n';
const appTests = [
  '<Project Sdk="Microsoft.NET.Sdk">',
  '  <ItemGroup><PackageReference Include="Microsoft.NET.Test.Sdk" /><PackageReference Include="xunit" /></ItemGroup>',
  '  <ItemGroup><ProjectReference Include="..\\App\\App.csproj" /></ItemGroup>',
  '</Project>',
  '',
].join('\n');
const slnx = '<Solution>\n  <Project Path="App/App.csproj" />\n  <Project Path="App.Tests/App.Tests.csproj" />\n</Solution>\n';
const classicSln = [
  'Microsoft Visual Studio Solution File, Format Version 12.00',
  'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "App", "App\\App.csproj", "{1}"',
  'EndProject',
  'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "App.Tests", "App.Tests\\App.Tests.csproj", "{2}"',
  'EndProject',
  '',
].join('\n');
/** The projects of the app under `base` ('' is the root), with a solution of that name beside them (none: no solution). */
const inFolder = (base: string, solution?: [string, string]) => {
  const at = (path: string) => (base ? `${base}/${path}` : path);
  return {
    'README.md': '# App\n',
    ...(solution ? { [at(solution[0])]: solution[1] } : {}),
    [at('App/App.csproj')]: app,
    [at('App/Widget.cs')]: 'namespace App;\n',
    [at('App.Tests/App.Tests.csproj')]: appTests,
    [at('App.Tests/WidgetTests.cs')]: 'namespace App.Tests;\n',
  };
};
const widget = 'namespace App;\npublic class Widget {}\n';

describe('.NET', () => {
  ecosystemTable([
    {
      name: 'a solution in src/ (.slnx): the test project that references the changed one',
      files: inFolder('src', ['App.slnx', slnx]),
      change: { 'src/App/Widget.cs': widget },
      expected: ['Run the tests: dotnet test src/App.Tests/App.Tests.csproj'],
      ran: ['dotnet test src/App.Tests/App.Tests.csproj'],
      skips: ['dotnet build src/App/App.csproj', 'dotnet test', 'dotnet build'],
    },
    {
      name: 'a solution in src/: its test project run by folder, or from its folder, is evidence',
      files: inFolder('src', ['App.slnx', slnx]),
      change: { 'src/App/Widget.cs': widget },
      expected: ['Run the tests: dotnet test src/App.Tests/App.Tests.csproj'],
      ran: ['cd src/App.Tests && dotnet test -c Release'],
    },
    {
      name: 'a solution in src/: the solution tested is evidence',
      files: inFolder('src', ['App.slnx', slnx]),
      change: { 'src/App/Widget.cs': widget },
      expected: ['Run the tests: dotnet test src/App.Tests/App.Tests.csproj'],
      ran: ['dotnet test src/App.slnx'],
    },
    {
      name: 'a classic solution in src/: the test project that references the changed one',
      files: inFolder('src', ['App.sln', classicSln]),
      change: { 'src/App/Widget.cs': widget },
      expected: ['Run the tests: dotnet test src/App.Tests/App.Tests.csproj'],
      ran: ['dotnet test src/App.Tests'],
    },
    {
      name: "a file beside a solution in src/ is the whole solution's: restore, then its tests",
      files: { ...inFolder('src', ['App.slnx', slnx]), 'src/Directory.Build.props': '<Project></Project>\n' },
      change: { 'src/Directory.Build.props': '<Project><PropertyGroup><LangVersion>latest</LangVersion></PropertyGroup></Project>\n' },
      expected: ['Install updated dependencies: cd src && dotnet restore', 'Run the tests: cd src && dotnet test'],
      ran: ['dotnet test src/App.slnx'],
      skips: ['cd src && dotnet format --verify-no-changes'],
    },
    {
      name: 'no solution: the test project beside the changed one still references it',
      files: inFolder('src'),
      change: { 'src/App/Widget.cs': widget },
      expected: ['Run the tests: dotnet test src/App.Tests/App.Tests.csproj'],
      ran: ['dotnet test src/App.Tests/App.Tests.csproj'],
      skips: ['dotnet build src/App/App.csproj', 'dotnet test'],
    },
    {
      name: 'the same solution at the root (the control)',
      files: inFolder('', ['App.slnx', slnx]),
      change: { 'App/Widget.cs': widget },
      expected: ['Run the tests: dotnet test App.Tests/App.Tests.csproj'],
      ran: ['dotnet test App.Tests'],
      skips: ['dotnet build App/App.csproj'],
    },
    {
      name: 'a project change: the test project that references it',
      files: solution,
      change: { 'src/Acme.Core/Parser.cs': 'namespace Acme.Core;\npublic class Parser {}\n' },
      expected: ['Run the tests: dotnet test tests/Acme.Core.Tests/Acme.Core.Tests.csproj'],
      ran: ['dotnet test tests/Acme.Core.Tests'],
      skips: ['dotnet build', 'dotnet format --verify-no-changes'],
    },
    {
      name: 'the whole solution tested is evidence too',
      files: solution,
      change: { 'src/Acme.Core/Parser.cs': 'namespace Acme.Core;\npublic class Parser {}\n' },
      expected: ['Run the tests: dotnet test tests/Acme.Core.Tests/Acme.Core.Tests.csproj'],
      ran: ['dotnet test Acme.sln --no-restore'],
    },
    {
      name: 'a library no test project references is built',
      files: solution,
      change: { 'src/Acme.Interop/Native.cs': 'namespace Acme.Interop;\nstatic class Native {}\n' },
      expected: ['Build: dotnet build src/Acme.Interop/Acme.Interop.csproj'],
      ran: ['dotnet build src/Acme.Interop'],
    },
    {
      name: 'a test file change runs its own test project',
      files: solution,
      change: { 'tests/Acme.Core.Tests/ParserTests.cs': 'namespace Acme.Core.Tests;\npublic class ParserTests {}\n' },
      expected: ['Run the changed tests: dotnet test tests/Acme.Core.Tests/Acme.Core.Tests.csproj'],
      ran: ['dotnet test tests/Acme.Core.Tests/Acme.Core.Tests.csproj'],
    },
    {
      name: 'a project file change is a dependency change: restore, then the tests',
      files: solution,
      change: {
        'src/Acme.Core/Acme.Core.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="Polly" /></ItemGroup></Project>\n',
      },
      expected: [
        'Install updated dependencies: cd src/Acme.Core && dotnet restore',
        'Run the tests: dotnet test tests/Acme.Core.Tests/Acme.Core.Tests.csproj',
      ],
      ran: ['dotnet restore', 'dotnet test tests/Acme.Core.Tests'],
    },
    {
      name: 'central package versions: restore, then the solution tests',
      files: solution,
      change: {
        'Directory.Packages.props': '<Project><ItemGroup><PackageVersion Include="xunit" Version="2.9.2" /></ItemGroup></Project>\n',
      },
      expected: ['Install updated dependencies: dotnet restore', 'Run the tests: dotnet test'],
      ran: ['dotnet test'],
    },
  ]);
});
