import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// The aggregate judged on real Maven repositories: checkstyle bound to `validate` runs inside `mvn test`,
// so it is no check of its own; a checkstyle left to its own goal rides along as the lint.

const pom = (phase: string) => `<project>
  <artifactId>geo</artifactId>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-checkstyle-plugin</artifactId>
        <executions>
          <execution>
            ${phase}
            <goals><goal>check</goal></goals>
          </execution>
        </executions>
      </plugin>
    </plugins>
  </build>
</project>
`;

describe('Java with Maven', () => {
  ecosystemTable([
    {
      name: 'checkstyle bound to validate: `./mvnw test` is the lint too, nothing else is asked',
      files: { 'pom.xml': pom('<phase>validate</phase>'), mvnw: '#!/bin/sh\n', 'src/main/java/geo/Point.java': '' },
      change: { 'src/main/java/geo/Point.java': 'record Point(int x) {}\n' },
      expected: ['Run the tests: ./mvnw test'],
      ran: ['./mvnw -q test'],
      skips: ['./mvnw checkstyle:check', './mvnw compile'],
    },
    {
      name: 'checkstyle on its own goal rides along with the tests',
      files: { 'pom.xml': pom(''), mvnw: '#!/bin/sh\n', 'src/main/java/geo/Point.java': '' },
      change: { 'src/main/java/geo/Point.java': 'record Point(int x) {}\n' },
      expected: ['Run the tests: ./mvnw test', 'Lint: ./mvnw checkstyle:check'],
      ran: ['./mvnw test'],
    },
  ]);
});
