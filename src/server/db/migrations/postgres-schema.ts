/**
 * The migrations name SQLite's column types; on PostgreSQL this plugin maps them while the
 * migrations run, so one set of migration files serves both databases:
 * - `integer` becomes `bigint`: SQLite's integers are 64-bit (epoch milliseconds, counters), and
 *   PostgreSQL's `integer` would overflow where SQLite does not;
 * - an `id` primary key becomes an identity column, PostgreSQL's counterpart of SQLite's rowid
 *   alias (a value is assigned when the insert gives none);
 * - `real` becomes `double precision`, SQLite's 8-byte float (PostgreSQL's `real` has 4).
 * The pg driver hands `bigint` back as text; the connection turns it into a number (see
 * ../postgres.ts), which is exact for every id and amount below 2^53.
 */
import {
  ColumnDefinitionNode,
  DataTypeNode,
  GeneratedNode,
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const TYPES: Partial<Record<string, DataTypeNode['dataType']>> = { integer: 'bigint', real: 'double precision' };

class SchemaTypes extends OperationNodeTransformer {
  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    const mapped = TYPES[node.dataType];
    return mapped ? DataTypeNode.create(mapped) : node;
  }

  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    const type = column.dataType;
    if (column.column.column.name !== 'id' || !column.primaryKey || !DataTypeNode.is(type) || type.dataType !== 'bigint') return column;
    return ColumnDefinitionNode.cloneWith(column, {
      autoIncrement: false,
      generated: GeneratedNode.create({ identity: true, byDefault: true }),
    });
  }
}

/** Map SQLite's column types to PostgreSQL's in the schema statements of the migrations. */
export class PostgresSchemaPlugin implements KyselyPlugin {
  readonly #transformer = new SchemaTypes();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
