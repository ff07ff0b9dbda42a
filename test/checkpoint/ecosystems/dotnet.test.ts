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

describe('.NET', () => {
  ecosystemTable([
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
